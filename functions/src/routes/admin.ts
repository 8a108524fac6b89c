import { Router } from "express";
import { requireRole } from "../http/auth";
import { listTeachers } from "./admin/listTeachers";
import { downloadTeachersCsv } from "./admin/teachersCsv";
import { totals } from "./admin/totals";
import { timeSpent } from "./admin/timeSpent";
import { deleteTeacher } from "./admin/deleteTeacher";
import { deleteClass } from "./admin/deleteClass";
import { deleteStudent } from "./admin/deleteStudent";
import { retentionRun } from "./admin/runRetention";
import { activeDeleteJobsStatus, deleteClassJob, deleteJobStatus, deleteTeacherJob } from "./admin/deleteJobs";

/** The admin calls under /api/v1/admin (docs/product.md#api-admin): every one is for admins only. */
export const adminRouter = Router();

adminRouter.use(requireRole("admin"));

adminRouter.get("/teachers", listTeachers);
adminRouter.get("/teachers.csv", downloadTeachersCsv);
adminRouter.get("/totals", totals);
adminRouter.get("/students/timespent", timeSpent);
adminRouter.delete("/teacher/:id", deleteTeacher);
adminRouter.delete("/teacher/:id/class", deleteClass);
adminRouter.delete("/students/:id", deleteStudent);
adminRouter.post("/retention/run", retentionRun);
adminRouter.post("/teacher/:id/delete-job", deleteTeacherJob);
adminRouter.post("/teacher/:id/class/delete-job", deleteClassJob);
adminRouter.get("/jobs", activeDeleteJobsStatus);
adminRouter.get("/jobs/:id", deleteJobStatus);
