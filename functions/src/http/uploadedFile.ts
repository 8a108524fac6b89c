// Reads the one file of a multipart/form-data upload. Cloud Functions (and its
// emulator) read the whole body before the app runs and keep it in req.rawBody,
// so busboy is fed from there; a plain Node server would leave the stream unread.
import type { Request } from "express";
import busboy from "busboy";
import { MAX_CSV_BYTES } from "@rink/common";
import { HttpError } from "../lib/httpError";

/** The uploaded file's bytes, or null when the request carries no file (or an empty, unnamed one). */
export function readUploadedFile(req: Request): Promise<Buffer | null> {
  if (!/^multipart\/form-data/i.test(req.get("content-type") ?? "")) return Promise.resolve(null);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_CSV_BYTES, fields: 20, fieldSize: 1024, parts: 21 } });
  } catch {
    throw new HttpError(400, "The upload could not be read. Please choose the file again.");
  }
  return new Promise((resolve, reject) => {
    let file: Buffer | null = null;
    let tooLarge = false;
    parser.on("file", (_field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        tooLarge = true;
      });
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        // A form whose file input was left empty still sends the part, unnamed and empty.
        if (info.filename || bytes.length > 0) file = bytes;
      });
    });
    parser.on("error", () => reject(new HttpError(400, "The upload could not be read. Please choose the file again.")));
    parser.on("close", () => {
      if (tooLarge) reject(new HttpError(413, `The file is too large: a CSV can be at most ${MAX_CSV_BYTES / 1024 / 1024} MB.`));
      else resolve(file);
    });
    const rawBody: unknown = "rawBody" in req ? req.rawBody : undefined;
    if (Buffer.isBuffer(rawBody)) parser.end(rawBody);
    else req.pipe(parser);
  });
}
