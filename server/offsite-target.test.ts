import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { dataPaths } from "../app/site/data-paths.server.mjs";
import { failureOf, isMissingRepository, offsiteSettingsOf, problemOf } from "./offsite-target.mjs";

const paths = dataPaths(path.join(os.tmpdir(), "trust-offsite-settings"));
const key = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trust-key-")), "id_ed25519");
fs.writeFileSync(key, "a private key", { mode: 0o600 });
const OFFSITE_KEY = "a-long-enough-offsite-secret";

describe("the off-site settings", () => {
  test("without OFFSITE_URL nothing is copied and nothing is wrong", () => {
    expect(offsiteSettingsOf({}, paths)).toMatchObject({ target: null, problem: null, shown: null });
  });

  test("an SFTP account: the key given, the host key pinned on first use, a path in the account's home or from the root", () => {
    const { target, problem } = offsiteSettingsOf({ OFFSITE_URL: "sftp://backup@storage.example.in:23/trust", OFFSITE_SSH_KEY: key, OFFSITE_KEY }, paths);
    expect(problem).toBeNull();
    expect(target?.repository).toBe("sftp:storage.example.in:trust");
    const command = target?.options[1] ?? "";
    expect(command).toContain(`-i ${key} -p 23`);
    expect(command).toContain("StrictHostKeyChecking=accept-new");
    expect(command).toContain(`UserKnownHostsFile=${path.join(paths.root, "offsite", "known_hosts")}`);
    expect(command).toContain("backup@storage.example.in -s sftp");
    expect(target?.env.RESTIC_PASSWORD).toBe(OFFSITE_KEY);
    expect(offsiteSettingsOf({ OFFSITE_URL: "sftp://backup@nas.local//srv/trust", OFFSITE_SSH_KEY: key, OFFSITE_KEY }, paths).target?.repository).toBe(
      "sftp:nas.local:/srv/trust",
    );
  });

  test("a host key given in OFFSITE_SSH_KNOWN_HOSTS is the only one accepted", () => {
    const { target } = offsiteSettingsOf(
      { OFFSITE_URL: "sftp://backup@nas.local/trust", OFFSITE_SSH_KEY: key, OFFSITE_SSH_KNOWN_HOSTS: key, OFFSITE_KEY },
      paths,
    );
    expect(target?.options[1]).toContain(`UserKnownHostsFile=${key} -o StrictHostKeyChecking=yes`);
  });

  test("an S3 bucket on its store's endpoint, with the standard AWS variables and nothing else of the environment", () => {
    const { target } = offsiteSettingsOf(
      {
        OFFSITE_URL: "s3://trust-books/site",
        OFFSITE_S3_ENDPOINT: "s3.us-west-004.backblazeb2.com",
        AWS_ACCESS_KEY_ID: "id",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_REGION: "us-west-004",
        OFFSITE_KEY,
        SESSION_SECRET: "not for restic",
      },
      paths,
    );
    expect(target?.repository).toBe("s3:https://s3.us-west-004.backblazeb2.com/trust-books/site");
    expect(target?.env).toMatchObject({ AWS_ACCESS_KEY_ID: "id", AWS_SECRET_ACCESS_KEY: "secret", AWS_REGION: "us-west-004", RESTIC_PASSWORD: OFFSITE_KEY });
    expect(Object.keys(target?.env ?? {})).not.toContain("SESSION_SECRET");
    expect(
      offsiteSettingsOf({ OFFSITE_URL: "s3://trust-books", AWS_ACCESS_KEY_ID: "id", AWS_SECRET_ACCESS_KEY: "secret", OFFSITE_KEY }, paths).target?.repository,
    ).toBe("s3:https://s3.amazonaws.com/trust-books");
  });

  test.each([
    [{ OFFSITE_URL: "sftp://backup@nas.local/trust", OFFSITE_SSH_KEY: key }, "no-key"],
    [{ OFFSITE_URL: "sftp://backup@nas.local/trust", OFFSITE_SSH_KEY: key, OFFSITE_KEY: "short" }, "no-key"],
    [{ OFFSITE_URL: "ftp://nas.local/trust", OFFSITE_KEY }, "bad-address"],
    [{ OFFSITE_URL: "not an address", OFFSITE_KEY }, "bad-address"],
    [{ OFFSITE_URL: "sftp://nas.local/trust", OFFSITE_SSH_KEY: key, OFFSITE_KEY }, "bad-address"],
    [{ OFFSITE_URL: "sftp://backup@nas.local/trust", OFFSITE_KEY }, "no-ssh-key"],
    [{ OFFSITE_URL: "sftp://backup@nas.local/trust", OFFSITE_SSH_KEY: "/nowhere/id_ed25519", OFFSITE_KEY }, "no-ssh-key"],
    [{ OFFSITE_URL: "s3://trust-books/site", OFFSITE_KEY }, "no-s3-keys"],
  ])("a wrong setting is a problem the owner is told, not a stopped site: %o", (env, code) => {
    const settings = offsiteSettingsOf(env, paths);
    expect(settings.target).toBeNull();
    expect(settings.problem?.code).toBe(code);
  });

  test("the address shown in the log and on the owner's home never carries a password", () => {
    expect(offsiteSettingsOf({ OFFSITE_URL: "sftp://backup:hunter2@nas.local/trust", OFFSITE_SSH_KEY: key, OFFSITE_KEY }, paths).shown).toBe(
      "sftp://backup@nas.local/trust",
    );
  });
});

describe("restic's words, read", () => {
  test.each([
    [
      "ssh: connect to host 127.0.0.1 port 2222: Connection refused\nFatal: unable to open repository at sftp:x: unable to start the sftp session, error: EOF",
      "unreachable",
    ],
    [
      'Fatal: unable to open config file: Stat: Get "https://s3.example/": dial tcp 127.0.0.1:9: connect: connection refused\nIs there a repository at the following location?',
      "unreachable",
    ],
    ["backup@nas.local: Permission denied (publickey).", "refused"],
    ["Fatal: unable to open config file: Stat: The AWS Access Key Id you provided does not exist in our records. (InvalidAccessKeyId)", "refused"],
    ["Fatal: wrong password or no key found", "wrong-key"],
    ["WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!\nHost key verification failed.", "host-key"],
    ["Save(<data/1234>) returned error: write /srv/trust/data/12: no space left on device", "full"],
    ["Fatal: something new", "other"],
  ])("%s is %s", (stderr, code) => {
    expect(problemOf({ stderr })).toBe(code);
  });

  test("a failure is told by what it means, then restic's own last line", () => {
    expect(failureOf({ stderr: "Load(<key/1234>) failed\nFatal: wrong password or no key found" })).toBe(
      "OFFSITE_KEY is not the key this copy was made with (Fatal: wrong password or no key found)",
    );
  });

  test("a missing program is told as such", () => {
    expect(problemOf({ stderr: "", missing: true })).toBe("no-tool");
  });

  test("a repository not made yet is told apart from one that cannot be reached", () => {
    expect(
      isMissingRepository({
        stderr: "Fatal: unable to open config file: Stat: The specified key does not exist.\nIs there a repository at the following location?",
      }),
    ).toBe(true);
    expect(
      isMissingRepository({ stderr: "Fatal: unable to open config file: <config/> does not exist\nIs there a repository at the following location?" }),
    ).toBe(true);
    expect(
      isMissingRepository({ stderr: "Fatal: unable to open config file: dial tcp: connection refused\nIs there a repository at the following location?" }),
    ).toBe(false);
  });
});
