import { Router } from "express";
import { requireRole } from "../http/auth";
import { listStudents } from "./students/listStudents";
import { addStudent } from "./students/addStudent";
import { uploadRoster } from "./students/uploadRoster";
import { initPlayers } from "./students/initPlayers";
import { updateStudent } from "./students/updateStudent";
import { deleteStudent } from "./students/deleteStudent";
import { listUploads, startUpload, uploadStatus } from "./students/uploadJobs";
import { newPassword } from "./students/newPassword";
import { exportClass } from "./students/exportClass";
import { deleteAllStudents } from "./students/deleteAllStudents";
import { classDeleteJob, classDeleteJobStatus, startClassDeleteJob } from "./students/classDeleteJob";

/** The calls under /api/v1/student (docs/product.md#api-student). */
export const studentsRouter = Router();

studentsRouter.get("/", requireRole("teacher", "admin"), listStudents);
studentsRouter.post("/", requireRole("teacher"), addStudent);
studentsRouter.post("/bulk", requireRole("teacher"), uploadRoster);
studentsRouter.post("/bulk/jobs", requireRole("teacher"), startUpload);
studentsRouter.get("/bulk/jobs", requireRole("teacher"), listUploads);
studentsRouter.get("/bulk/jobs/:id", requireRole("teacher"), uploadStatus);
studentsRouter.get("/init/players/level/:level", requireRole(), initPlayers);
// A teacher's own class as a file, and all of it deleted (docs/privacy.md); before "/:id".
studentsRouter.get("/export", requireRole("teacher"), exportClass);
studentsRouter.delete("/all", requireRole("teacher"), deleteAllStudents);
studentsRouter.post("/all/delete-job", requireRole("teacher"), startClassDeleteJob);
studentsRouter.get("/all/delete-job", requireRole("teacher"), classDeleteJob);
studentsRouter.get("/jobs/:id", requireRole("teacher"), classDeleteJobStatus);
// Teachers edit names; students play their own game. Admins remove students under /admin.
studentsRouter.put("/:id", requireRole("teacher", "student"), updateStudent);
studentsRouter.delete("/:id", requireRole("teacher"), deleteStudent);
studentsRouter.post("/:id/password", requireRole("teacher"), newPassword);
