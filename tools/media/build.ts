// `npm run media:build`: regenerate the game's media under web/public/media. The art comes
// from code (tools/media/art); another step adds the videos to this same command.
import path from "node:path";
import { writeArt } from "./art";

const MEDIA_ROOT = path.resolve(import.meta.dirname, "../../web/public/media");

const written = writeArt(MEDIA_ROOT);
console.log(`media:build: ${written.length} art files written to ${path.relative(process.cwd(), MEDIA_ROOT) || "."}`);
