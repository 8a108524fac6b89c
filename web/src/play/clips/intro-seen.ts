// Whether this device has played a student's level intro: it plays by itself once, not on every
// reload of Home while the home tutorial is still to do. Kept on the device (localStorage): the
// intro is a welcome, not game state, and Help plays it again at any time.

const keyOf = (studentId: string, level: number) => `rink-intro-seen:${studentId}:${level}`;

export function introSeen(studentId: string, level: number): boolean {
  try {
    return localStorage.getItem(keyOf(studentId, level)) === '1';
  } catch {
    return false;
  }
}

export function markIntroSeen(studentId: string, level: number): void {
  try {
    localStorage.setItem(keyOf(studentId, level), '1');
  } catch {
    // Storage refused (a locked-down browser): the intro may play again, nothing worse.
  }
}
