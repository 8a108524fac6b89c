// The admin pages' words are in messages.ts (docs/translating.md); what is left here is not shown on screen.

/** docs/product.md#admin-teachers: what an admin stats failure logs to the console. */
export const STUDENT_STATS_ERROR = 'Unexpected error fetching student stats';
