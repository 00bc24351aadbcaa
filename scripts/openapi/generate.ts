// `pnpm openapi`: writes docs/api/openapi.json from the routes the API and the sign-on site
// register. `--check` only says whether the file is current (exit 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, documentText, DOCUMENT_PATH } from './document.ts';

const text = documentText(await buildOpenApiDocument());
const file = fileURLToPath(DOCUMENT_PATH);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error(`${file} is stale: run "pnpm openapi" and commit it.`);
    process.exit(1);
  }
  console.log(`${file} is current.`);
} else {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
