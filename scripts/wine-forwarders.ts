// Test support for the Windows build under wine. The canvas's Windows addon (Rust) imports two
// Windows 10 entry points that Debian's wine 8.0 lacks: ProcessPrng (bcryptprimitives.dll) and
// WaitOnAddress & co. (the API set api-ms-win-core-synch-l1-2-0.dll). Windows 10 has both; in a
// test wine prefix they are supplied as forwarder DLLs to what wine does have (advapi32's RtlGenRandom,
// kernelbase's WaitOnAddress), written here: a PE32+ image whose only content is an export table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** DLL name → its exports, each forwarded to 'dll.Function'. */
export const wineForwarders: Record<string, Record<string, string>> = {
  // ProcessPrng(buffer, size) fills the buffer and always answers TRUE; RtlGenRandom does the same.
  'bcryptprimitives.dll': { ProcessPrng: 'advapi32.SystemFunction036' },
  'api-ms-win-core-synch-l1-2-0.dll': {
    WaitOnAddress: 'kernelbase.WaitOnAddress',
    WakeByAddressAll: 'kernelbase.WakeByAddressAll',
    WakeByAddressSingle: 'kernelbase.WakeByAddressSingle',
  },
};

const fileAlign = 0x200;
const sectionRva = 0x1000;

/** The export section: directory, address table, name pointers, ordinals, then the strings. */
function exportSection(dllName: string, exports: Record<string, string>): Buffer {
  const names = Object.keys(exports).sort(); // the loader looks names up by binary search
  const n = names.length;
  const tables = 40 + n * 4 + n * 4 + n * 2;
  const strings: Buffer[] = [];
  let at = sectionRva + tables;
  const place = (text: string) => {
    const rva = at;
    strings.push(Buffer.from(`${text}\0`, 'latin1'));
    at += text.length + 1;
    return rva;
  };
  const nameRva = place(dllName);
  const nameRvas = names.map(place);
  const forwardRvas = names.map((name) => place(exports[name]!));
  const head = Buffer.alloc(tables);
  head.writeUInt32LE(nameRva, 12);
  head.writeUInt32LE(1, 16); // ordinal base
  head.writeUInt32LE(n, 20);
  head.writeUInt32LE(n, 24);
  head.writeUInt32LE(sectionRva + 40, 28);
  head.writeUInt32LE(sectionRva + 40 + n * 4, 32);
  head.writeUInt32LE(sectionRva + 40 + n * 8, 36);
  for (let i = 0; i < n; i++) {
    // An address inside the export section is a forwarder: the loader reads 'dll.Function' there.
    head.writeUInt32LE(forwardRvas[i]!, 40 + i * 4);
    head.writeUInt32LE(nameRvas[i]!, 40 + n * 4 + i * 4);
    head.writeUInt16LE(i, 40 + n * 8 + i * 2);
  }
  return Buffer.concat([head, ...strings]);
}

/** A 64-bit DLL with no code: headers, one read-only section holding the export table. */
export function forwarderDll(dllName: string, exports: Record<string, string>): Buffer {
  const section = exportSection(dllName, exports);
  const raw = Math.ceil(section.length / fileAlign) * fileAlign;
  const image = Buffer.alloc(fileAlign + raw);
  image.write('MZ', 0, 'latin1');
  image.writeUInt32LE(0x40, 0x3c); // where the PE header starts
  image.write('PE\0\0', 0x40, 'latin1');
  image.writeUInt16LE(0x8664, 0x44); // x64
  image.writeUInt16LE(1, 0x46); // one section
  image.writeUInt16LE(0xf0, 0x54); // size of the optional header
  image.writeUInt16LE(0x2022, 0x56); // executable image, large-address aware, DLL
  const opt = 0x58;
  image.writeUInt16LE(0x20b, opt); // PE32+
  image.writeUInt32LE(raw, opt + 8); // initialised data
  image.writeUInt32LE(sectionRva, opt + 20); // base of code (there is none)
  image.writeBigUInt64LE(0x6f000000n, opt + 24); // preferred base; nothing in it needs relocating
  image.writeUInt32LE(0x1000, opt + 32); // section alignment
  image.writeUInt32LE(fileAlign, opt + 36);
  image.writeUInt16LE(6, opt + 40); // OS 6.0
  image.writeUInt16LE(6, opt + 48); // subsystem 6.0
  image.writeUInt32LE(sectionRva + Math.ceil(section.length / 0x1000) * 0x1000, opt + 56); // size of image
  image.writeUInt32LE(fileAlign, opt + 60); // size of headers
  image.writeUInt16LE(3, opt + 68); // console subsystem
  image.writeUInt16LE(0x100, opt + 70); // NX compatible
  image.writeBigUInt64LE(0x100000n, opt + 72);
  image.writeBigUInt64LE(0x1000n, opt + 80);
  image.writeBigUInt64LE(0x100000n, opt + 88);
  image.writeBigUInt64LE(0x1000n, opt + 96);
  image.writeUInt32LE(16, opt + 108); // data directories
  image.writeUInt32LE(sectionRva, opt + 112); // [0] exports
  image.writeUInt32LE(section.length, opt + 116);
  const header = opt + 0xf0;
  image.write('.edata', header, 'latin1');
  image.writeUInt32LE(section.length, header + 8);
  image.writeUInt32LE(sectionRva, header + 12);
  image.writeUInt32LE(raw, header + 16);
  image.writeUInt32LE(fileAlign, header + 20);
  image.writeUInt32LE(0x40000040, header + 36); // initialised data, readable
  section.copy(image, fileAlign);
  return image;
}

/** Writes the forwarder DLLs into a wine prefix's 64-bit system folder. */
export function installWineForwarders(prefix: string): void {
  const system32 = join(prefix, 'drive_c', 'windows', 'system32');
  mkdirSync(system32, { recursive: true });
  for (const [name, exports] of Object.entries(wineForwarders))
    writeFileSync(join(system32, name), forwarderDll(name, exports));
}
