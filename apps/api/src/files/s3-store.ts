// Files in any S3-compatible store (AWS S3, MinIO, Ceph, R2…) through the AWS SDK v3 client,
// path-style addressing so a store on its own host name or port works: `<prefix><id>` in one
// bucket. Content-addressed keys never change once written, so a put of a key already there is
// skipped.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedFileId, contentId, type FileStore } from './store.ts';

export interface S3FileStoreConfig {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000; unset: AWS's own. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role…). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Put before every key (e.g. `figura/`). */
  prefix?: string | undefined;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound')
  );
}

export function createS3FileStore(config: S3FileStoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const keyOf = (id: string) => `${config.prefix ?? ''}${checkedFileId(id)}`;
  const exists = async (id: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: keyOf(id) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    description: `S3 bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    exists,
    async put(bytes) {
      const id = contentId(bytes);
      if (await exists(id)) return id;
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(id),
          Body: bytes,
          ContentLength: bytes.byteLength,
        }),
      );
      return id;
    },
    async delete(id) {
      // S3 answers a delete of a missing key as done.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(id) }));
    },
    async get(id) {
      try {
        const reply = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(id) }),
        );
        return reply.Body ? await reply.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
