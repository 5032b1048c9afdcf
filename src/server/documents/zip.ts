import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes a zip file (an Office package) from files by their paths: each file deflated, every entry
 * dated `date`, `[Content_Types].xml` first as Office writes it. Same files and date, same bytes.
 */
export function zipPackage(files: Map<string, string | Uint8Array>, date: Date): Buffer {
  const { time, day } = dosDateTime(date);
  const paths = [...files.keys()].sort((a, b) => Number(b === CONTENT_TYPES) - Number(a === CONTENT_TYPES));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const path of paths) {
    const { size, checksum, packed } = compress(files.get(path) ?? '');
    const name = Buffer.from(path, 'utf8');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    // extra field, comment, disk number, attributes: all zero
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + packed.length;
  }
  const directorySize = centrals.reduce((size, part) => size + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(paths.length, 8);
  end.writeUInt16LE(paths.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

type Compressed = { size: number; checksum: number; packed: Buffer };

/**
 * Most parts of an Office package (styles, theme, settings…) are the same in every document: their
 * compressed form is kept, for texts up to 32 KB and up to 64 of them.
 */
const compressedParts = new Map<string, Compressed>();
const MAX_REMEMBERED_LENGTH = 32 * 1024;
const MAX_REMEMBERED_PARTS = 64;

function compress(data: string | Uint8Array): Compressed {
  const remember = typeof data === 'string' && data.length <= MAX_REMEMBERED_LENGTH;
  const known = remember ? compressedParts.get(data) : undefined;
  if (known) return known;
  const raw = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const compressed = { size: raw.length, checksum: crc32(raw), packed: deflateRawSync(raw) };
  if (remember) {
    if (compressedParts.size >= MAX_REMEMBERED_PARTS) compressedParts.clear();
    compressedParts.set(data, compressed);
  }
  return compressed;
}

const CONTENT_TYPES = '[Content_Types].xml';
const DEFLATE = 8;
const UTF8_NAMES = 1 << 11;

/** The MS-DOS time and date of a zip entry (two-second steps, years 1980–2107), in UTC. */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}
