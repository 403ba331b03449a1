import { afterAll } from "vitest";
import { removeTempFolders } from "../support/temp-folder.ts";

/** Folders a test file made with `tempFolder()` go when the file is done. */
afterAll(removeTempFolders);
