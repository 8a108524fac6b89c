/** The largest class a teacher may have (spec point 5: class size 1 to 1500). */
export const MAX_CLASS_SIZE = 1500;
