// Which file store the API uses (docs/files.md): a folder under the data directory by default,
// an S3-compatible bucket when FIGURA_FILES_S3_BUCKET is set, memory for an API on `memory://`.
import path from 'node:path';
import { nonEmpty } from '@figura/settings';
import { createLocalFileStore } from './local-store.ts';
import { createS3FileStore, type S3FileStoreConfig } from './s3-store.ts';
import { createMemoryFileStore, type FileStore } from './store.ts';

export type FileStoreConfig =
  { kind: 'memory' } | { kind: 'local'; dir: string } | ({ kind: 's3' } & S3FileStoreConfig);

export function readFileStoreConfig(env: NodeJS.ProcessEnv, dataDir: string): FileStoreConfig {
  const bucket = nonEmpty(env.FIGURA_FILES_S3_BUCKET);
  if (bucket) {
    return {
      kind: 's3',
      bucket,
      endpoint: nonEmpty(env.FIGURA_FILES_S3_ENDPOINT),
      region: nonEmpty(env.FIGURA_FILES_S3_REGION) ?? 'us-east-1',
      accessKeyId: nonEmpty(env.FIGURA_FILES_S3_ACCESS_KEY_ID),
      secretAccessKey: nonEmpty(env.FIGURA_FILES_S3_SECRET_ACCESS_KEY),
      prefix: nonEmpty(env.FIGURA_FILES_S3_PREFIX),
    };
  }
  const dir = nonEmpty(env.FIGURA_FILES_DIR);
  if (dir) return { kind: 'local', dir };
  return defaultFileStoreConfig(dataDir);
}

/** Beside the embedded database: `<dataDir>/files`, or memory for `memory://`. */
export function defaultFileStoreConfig(dataDir: string): FileStoreConfig {
  return dataDir.startsWith('memory://')
    ? { kind: 'memory' }
    : { kind: 'local', dir: path.join(dataDir, 'files') };
}

export function openFileStore(config: FileStoreConfig): FileStore {
  switch (config.kind) {
    case 'memory':
      return createMemoryFileStore();
    case 'local':
      return createLocalFileStore(config.dir);
    case 's3':
      return createS3FileStore(config);
  }
}
