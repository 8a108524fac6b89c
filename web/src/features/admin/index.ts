// The admin console (docs/product.md#admin-console): /admin and /admin/teachers.
export { AdminTotalsPage } from './totals/AdminTotalsPage';
export { AdminTeachersPage } from './teachers/AdminTeachersPage';
