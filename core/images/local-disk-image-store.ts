/**
 * Images kept as files in one folder (DATA_DIR/uploads), served by the HTTP server under a public path
 * (the default store; several processes need a bucket they all read, s3-image-store.ts). Checking and
 * encoding are the base class's (encoded-image-store.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { EncodedImageStore, type EncodedImageStoreOptions, type ImageFile } from "./encoded-image-store.ts";

export type LocalDiskImageStoreOptions = EncodedImageStoreOptions & {
  /** Folder the files are written to; created if missing. */
  directory: string;
};

export class LocalDiskImageStore extends EncodedImageStore {
  readonly directory: string;

  constructor(options: LocalDiskImageStoreOptions) {
    super(options);
    this.directory = path.resolve(options.directory);
  }

  protected async writeFiles(files: readonly ImageFile[]): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.writeAtomically(file.name, file.data);
        written.push(file.name);
      }
    } catch (error) {
      await Promise.all(written.map((name) => rm(path.join(this.directory, name), { force: true })));
      throw error;
    }
  }

  async remove(imageId: string): Promise<void> {
    this.assertImageId(imageId); // before touching the folder
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const mine = names.filter((name) => name.startsWith(`${imageId}.`) || name.startsWith(`${imageId}-`));
    await Promise.all(mine.map((name) => rm(path.join(this.directory, name), { force: true })));
  }

  /** The fallback (largest WebP) file of an image id; refuses anything but a UUID, so an id can never reach outside the folder. */
  fileOf(imageId: string): string {
    this.assertImageId(imageId);
    return path.join(this.directory, `${imageId}.webp`);
  }

  /** Written under a temporary name, then renamed: readers never see half a file. */
  private async writeAtomically(name: string, data: Buffer): Promise<void> {
    const temporary = path.join(this.directory, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, data, { flag: "wx" });
      await rename(temporary, path.join(this.directory, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
