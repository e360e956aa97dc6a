import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// "Add to calendar" puts a camp in a villager's phone calendar as the event's page says it is:
// its days, and its time in India. The site is set up for real (migrations on a fresh SQLite
// file), and the file is the one /events/<id>/calendar.ics answers.
siteOnDisk("event-calendar");

async function calendarOf(event: { startsOn: string; endsOn?: string; startsAt?: string }): Promise<string> {
  const { db } = await import("~/site/db.server");
  const { calendarLoader } = await import("~/kinds/event/event.server");
  const row = await db().event.create({ data: { title: "Free eye camp", description: "", village: "Rampur", position: 1, ...event } });
  const answer = await calendarLoader({
    request: new Request(`http://localhost/events/${row.id}/calendar.ics`),
    params: { id: row.id },
    context: { cspNonce: "", clientAddress: "127.0.0.1" },
  });
  expect(answer.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  return answer.text();
}

it("a camp of three days from 10:00 runs from 10:00 in India on its first day to the end of its last", async () => {
  const ics = await calendarOf({ startsOn: "2099-12-05", endsOn: "2099-12-07", startsAt: "10:00" });
  // 10:00 in India is 04:30 UTC; the end of 7 December in India is 18:30 UTC that day.
  expect(ics).toContain("DTSTART:20991205T043000Z");
  expect(ics).toContain("DTEND:20991207T183000Z");
});

it("a camp of one day at a time is that moment, and one without a time is its days", async () => {
  const moment = await calendarOf({ startsOn: "2099-12-05", startsAt: "10:00" });
  expect(moment).toContain("DTSTART:20991205T043000Z");
  expect(moment).toContain("DTEND:20991205T043000Z");
  const days = await calendarOf({ startsOn: "2099-12-05", endsOn: "2099-12-07" });
  expect(days).toContain("DTSTART;VALUE=DATE:20991205");
  expect(days).toContain("DTEND;VALUE=DATE:20991208");
});
