// The admin's search over teachers (docs/product.md#admin-teachers), answered by an index rather
// than by reading every teacher (docs/decisions.md#d77). The teacher's writer keeps two fields:
// `nameKey`, the order of the list, and `searchIndex`, a map from every start of a word of the
// name, grade taught, school and school district to that same nameKey. Firestore indexes each
// field of a map by itself, so a search is one query ordered by `searchIndex.<key>`: it holds
// only the teachers who have that key, already in name order, with no composite index.
//
// Both sides fold text the same way here: lower case, accents dropped, anything that is not a
// letter or a digit (in any script) read as a space. So "Éva  O'Neil" is found by "eva o neil".

/** The longest start kept: a longer search looks for its first SEARCH_KEY_LENGTH characters. */
export const SEARCH_KEY_LENGTH = 24;

/** The fields a search covers (docs/product.md#admin-teachers). */
interface SearchedTeacher {
  name: string;
  gradeTaught: number;
  school: string;
  schoolDistrict: string;
}

/** Lower case, without accents, words parted by one space. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Every start of the text from each of its words on, up to SEARCH_KEY_LENGTH characters:
 * "lincoln elementary" gives "l", "li", ... "lincoln e", ... and "e", "el", ... "elementary".
 */
function startsOfWords(folded: string): string[] {
  const keys: string[] = [];
  const words = folded.split(" ").filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(" ").slice(0, SEARCH_KEY_LENGTH);
    for (let length = 1; length <= rest.length; length++) {
      if (rest[length - 1] !== " ") keys.push(rest.slice(0, length));
    }
  }
  return keys;
}

/** Every key a search finds the teacher by. */
export function searchKeysOf(teacher: SearchedTeacher): string[] {
  const fields = [teacher.name, String(teacher.gradeTaught), teacher.school, teacher.schoolDistrict];
  return [...new Set(fields.flatMap((field) => startsOfWords(foldText(field))))].sort();
}

/** What the teacher's writer stores in `nameKey`: the list is in this order, then by id. */
export function nameKeyOf(name: string): string {
  return foldText(name);
}

/** What the teacher's writer stores in `searchIndex`: each key, to the teacher's nameKey (the order of a search). */
export function searchIndexOf(teacher: SearchedTeacher): Record<string, string> {
  const order = nameKeyOf(teacher.name);
  return Object.fromEntries(searchKeysOf(teacher).map((key) => [key, order]));
}

/** The key a search looks for; empty when the search has no letter or digit (the whole list). */
export function searchKeyOf(search: string): string {
  return foldText(search).slice(0, SEARCH_KEY_LENGTH).trimEnd();
}

/** Whether `teacher` is found by `search`: the same rule as the index, for tests and clients. */
export function isFoundBy(teacher: SearchedTeacher, search: string): boolean {
  const key = searchKeyOf(search);
  return key === "" || searchKeysOf(teacher).includes(key);
}
