import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

function syncDirectory(directory: string): void {
  const descriptor = openSync(directory, 'r')
  try {
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
}

/** Replaces `path` with `content` so a crash leaves either the old or the new file, on disk. */
export function writeFileDurably(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporaryPath = `${path}.${process.pid}.tmp`
  const descriptor = openSync(temporaryPath, 'w')
  try {
    writeFileSync(descriptor, content)
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
  renameSync(temporaryPath, path)
  syncDirectory(dirname(path))
}

/** Appends `content` to `path` and waits until it is on disk. */
export function appendFileDurably(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const descriptor = openSync(path, 'a')
  try {
    writeFileSync(descriptor, content)
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
}
