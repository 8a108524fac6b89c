import { describe, expect, it } from "vitest";
import { isUploadJobAccepted, isUploadJobList, isUploadJobView } from "./uploadJob";

const jobId = "a".repeat(64);
const times = { createdAt: 1, updatedAt: 2 };

describe("the upload job's answers", () => {
  it("reads a job accepted, a job's view and the list, and refuses what is not one", () => {
    expect(isUploadJobAccepted({ success: true, jobId, started: false })).toBe(true);
    expect(isUploadJobAccepted({ success: true, jobId: "nope", started: true })).toBe(false);
    const view = { success: true, jobId, kind: "upload", state: "running", total: 3, done: 1, added: [{ row: 2, _id: "s1", userName: "ada1" }], rejected: [], ...times };
    expect(isUploadJobView(view)).toBe(true);
    expect(isUploadJobView({ ...view, state: "lost" })).toBe(false);
    expect(isUploadJobView({ ...view, added: [{ row: 2 }] })).toBe(false);
    const summary = { jobId, state: "failed", total: 3, done: 2, added: 1, rejected: 1, error: "Stopped", ...times };
    expect(isUploadJobList({ success: true, data: [summary] })).toBe(true);
    expect(isUploadJobList({ success: true, data: [{ ...summary, added: [] }] })).toBe(false);
  });
});
