// Ten people who run the trust. Names and photos are placeholders until the trust adds them.

export type TeamMember = { name: string; role: string; about: string };

export const team: TeamMember[] = [
  { name: "[Founder name]", role: "Founder/Trustee", about: "Started the trust to bring schooling and support to the villages of eastern Uttar Pradesh." },
  { name: "[Secretary name]", role: "Secretary", about: "Keeps the trust's records, meetings and government paperwork in order." },
  { name: "[Vice President name]", role: "Vice President", about: "Leads our field programmes and visits the villages every week." },
  { name: "[Joint Secretary name]", role: "Joint Secretary", about: "Organises camps, volunteers and the notice board." },
  { name: "[Treasurer name]", role: "Treasurer", about: "Looks after every donation and publishes the accounts." },
  { name: "[Member name 1]", role: "Member", about: "Teacher who runs evening classes in Ghazipur." },
  { name: "[Member name 2]", role: "Member", about: "Guides Divyang friends through certificates and pensions." },
  { name: "[Member name 3]", role: "Member", about: "Trains women's self-help groups in tailoring and savings." },
  { name: "[Member name 4]", role: "Member", about: "Holds career guidance talks in schools and colleges." },
  { name: "[Member name 5]", role: "Member", about: "Coordinates relief work in floods and winter." },
];
