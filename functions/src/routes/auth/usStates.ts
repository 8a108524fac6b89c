// Spec point 5: the state is "one of the US states or DC". Stored as the
// two-letter USPS code; the full name is accepted too and turned into its code.
const STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California",
  CO: "Colorado", CT: "Connecticut", DE: "Delaware", DC: "District of Columbia", FL: "Florida",
  GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana",
  IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine",
  MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi",
  MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire",
  NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota",
  OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin",
  WY: "Wyoming",
};

const squash = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
const BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [squash(name), code]));

/** The USPS code of a state given by its code or full name (any case), or undefined. */
export function stateCode(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  if (upper in STATES) return upper;
  return BY_NAME.get(squash(input));
}
