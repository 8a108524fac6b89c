/** Firestore-safe: no undefined, no functions or class instances, no arrays directly in arrays. */
export function firestoreProblems(value: unknown, path = '$'): string[] {
  if (value === undefined) return [`${path} is undefined`];
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} is not finite`];
  if (Array.isArray(value)) {
    return value.flatMap((v, i) =>
      Array.isArray(v) ? [`${path}[${i}] is an array inside an array`] : firestoreProblems(v, `${path}[${i}]`),
    );
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([k, v]) => firestoreProblems(v, `${path}.${k}`));
  }
  return [`${path} is not plain data`];
}
