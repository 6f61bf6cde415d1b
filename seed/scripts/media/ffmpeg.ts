import { spawn, spawnSync } from 'node:child_process'

const ffmpegBinary = process.env.FFMPEG_PATH ?? 'ffmpeg'

/** Stops the run early, before any file is written, when ffmpeg is not installed. */
export function requireFfmpeg(binary = ffmpegBinary): void {
  const probe = spawnSync(binary, ['-hide_banner', '-version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'ffmpeg is required to encode the seed videos but was not found on PATH. ' +
        'Install it with `apt-get install ffmpeg` (Debian/Ubuntu) and run `npm run seed:media` again.',
    )
  }
}

export interface LoopEncoding {
  width: number
  height: number
  fps: number
  frameCount: number
  crf: number
  /** Renders frame `index` as raw RGB bytes (width × height × 3). */
  frame: (index: number) => Promise<Buffer>
  output: string
}

/**
 * Encodes raw frames to a muted H.264/yuv420p MP4. One encoder thread, bit-exact flags and no
 * metadata make a re-run on the same machine write the same bytes.
 */
export async function encodeLoop(encoding: LoopEncoding): Promise<void> {
  const { width, height, fps, frameCount, crf, frame, output } = encoding
  const child = spawn(
    ffmpegBinary,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps)],
      ...['-i', 'pipe:0', '-an', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf)],
      ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-threads', '1', '-g', String(frameCount)],
      ...['-flags:v', '+bitexact', '-movflags', '+faststart', output],
    ],
    { stdio: ['pipe', 'inherit', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const finished = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed for ${output}: ${stderr}`)),
    )
  })
  // Frames render a few at a time ahead of the encoder; they are still written strictly in order.
  const ahead = 4
  const rendering = new Map<number, Promise<Buffer>>()
  for (let index = 0; index < frameCount; index += 1) {
    for (let next = index; next < Math.min(frameCount, index + ahead); next += 1) {
      if (!rendering.has(next)) rendering.set(next, frame(next))
    }
    const bytes = await rendering.get(index)!
    rendering.delete(index)
    if (!child.stdin.write(bytes)) {
      await new Promise((resolve) => child.stdin.once('drain', resolve))
    }
  }
  child.stdin.end()
  await finished
}
