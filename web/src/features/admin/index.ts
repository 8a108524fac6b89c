// The admin console (spec point 2, Admin): /admin and /admin/teachers.
export { AdminTotalsPage } from './totals/AdminTotalsPage';
export { AdminTeachersPage } from './teachers/AdminTeachersPage';
