// docs/product.md#registration: the state is "one of the US states or DC". Stored and sent as the
// two-letter USPS code; the server also accepts the full name and turns it into its code.

/** The states in the order the registration form lists them. */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"],
  ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"], ["FL", "Florida"],
  ["GA", "Georgia"], ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"],
  ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"],
  ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"],
  ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", "New Hampshire"],
  ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"], ["NC", "North Carolina"], ["ND", "North Dakota"],
  ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"],
  ["SC", "South Carolina"], ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"],
  ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code = "", name = ""]) => ({ code, name }));

const squash = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
const BY_CODE = new Set(US_STATES.map((state) => state.code));
const BY_NAME = new Map(US_STATES.map((state) => [squash(state.name), state.code]));

/** The USPS code of a state given by its code or full name (any case), or undefined. */
export function stateCode(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  if (BY_CODE.has(upper)) return upper;
  return BY_NAME.get(squash(input));
}
