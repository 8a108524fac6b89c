/** The largest class a teacher may have (docs/product.md#class-list-upload: class size 1 to 1500). */
export const MAX_CLASS_SIZE = 1500;

/**
 * Why a class list cannot be taken whole (the server refuses it; the browser's preview warns
 * of it first): more new students than the class has room for.
 */
export function noRoomFor(newStudents: number, room: number): string {
  const count = (n: number) => n.toLocaleString("en-US");
  return `This file has ${count(newStudents)} new students, but your class has room for only ${count(Math.max(room, 0))} more (a class can have at most ${count(MAX_CLASS_SIZE)}).`;
}
