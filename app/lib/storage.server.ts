/**
 * Where uploaded files live, behind one interface (@remix-run/file-storage's FileStorage):
 * the local uploads/<namespace> folder by default (UPLOADS_DIR overrides uploads/), or one
 * S3-compatible bucket with keys under <namespace>/ when STORAGE=s3, so several app instances
 * share the same files.
 */
import path from 'node:path'
import type { FileStorage, ListOptions, ListResult } from '@remix-run/file-storage'
import { createFsFileStorage } from '@remix-run/file-storage/fs'
import { createS3FileStorage } from '@remix-run/file-storage-s3'
import { env } from './env.server'

export type StorageNamespace = 'products' | 'media' | 'orders'

export type StorageConfig =
  | { backend: 'fs'; directory: string }
  | { backend: 's3'; endpoint?: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }

/** The configuration from the environment; a clear error when STORAGE=s3 lacks a setting. */
export function storageConfigFromEnv(): StorageConfig {
  const settings = env()
  if (settings.STORAGE === 'fs') return { backend: 'fs', directory: settings.UPLOADS_DIR ?? path.resolve('uploads') }
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !settings[name])
    throw new Error(`STORAGE=s3 needs ${missing.join(', ')} (environment variables).`)
  }
  return {
    backend: 's3',
    endpoint: settings.S3_ENDPOINT,
    bucket,
    region: settings.S3_REGION,
    accessKeyId,
    secretAccessKey,
  }
}

export function createStorage(namespace: StorageNamespace, config: StorageConfig): FileStorage {
  if (config.backend === 'fs') return withWriteRetry(createFsFileStorage(path.join(config.directory, namespace)))
  const { backend: _, ...options } = config
  return withKeyPrefix(createS3FileStorage(options), `${namespace}/`)
}

const storages = new Map<StorageNamespace, FileStorage>()

/** The storage of one namespace, configured from the environment on first use. */
export function fileStorage(namespace: StorageNamespace): FileStorage {
  let storage = storages.get(namespace)
  if (!storage) {
    storage = createStorage(namespace, storageConfigFromEnv())
    storages.set(namespace, storage)
  }
  return storage
}

/** One bucket holds every namespace: keys are stored as <prefix><key>. */
function withKeyPrefix(storage: FileStorage, prefix: string): FileStorage {
  return {
    get: (key) => storage.get(prefix + key),
    has: (key) => storage.has(prefix + key),
    put: (key, file) => storage.put(prefix + key, file),
    set: (key, file) => storage.set(prefix + key, file),
    remove: (key) => storage.remove(prefix + key),
    async list<T extends ListOptions>(options?: T): Promise<ListResult<T>> {
      const result = await storage.list({ ...options, prefix: prefix + (options?.prefix ?? '') } as T)
      return { ...result, files: result.files.map((file) => ({ ...file, key: file.key.slice(prefix.length) })) }
    },
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code

/**
 * The folder storage files each key under a small folder it creates on write and deletes when a
 * removal leaves it empty. A removal in the same folder at the same moment (an upload that lost a
 * race for the same bytes cleaning up) can delete the folder between its creation and the write:
 * the write is tried again, which creates the folder anew. A removal that finds its folder no
 * longer empty (a write landed in it meanwhile) has removed its file: the folder stays.
 */
export function withWriteRetry(storage: FileStorage, attempts = 3): FileStorage {
  const retried =
    <T>(write: (key: string, file: File) => Promise<T>) =>
    async (key: string, file: File): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await write(key, file)
        } catch (error) {
          if (errorCode(error) !== 'ENOENT' || attempt >= attempts) throw error
        }
      }
    }
  return {
    get: (key) => storage.get(key),
    has: (key) => storage.has(key),
    put: retried(async (key, file) => storage.put(key, file)),
    set: retried(async (key, file) => storage.set(key, file)),
    async remove(key) {
      try {
        await storage.remove(key)
      } catch (error) {
        if (errorCode(error) !== 'ENOTEMPTY') throw error
      }
    },
    list: (options) => storage.list(options),
  }
}
