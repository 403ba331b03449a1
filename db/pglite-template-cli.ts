/**
 * `npm run build`'s last step: the migrated, empty embedded database a first start copies
 * (db/pglite-template.ts). Last, because `react-router build` empties `build/` first.
 */
import { PGLITE_TEMPLATE_DIR, writePgliteTemplate } from "./pglite-template.ts";

const started = performance.now();
await writePgliteTemplate();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`embedded database template in ${PGLITE_TEMPLATE_DIR} (${seconds} s)`);
