// A stand-in for OPFS (one folder of named files) and Web Locks for tests: jsdom and happy-dom have
// neither. `installFakeOutputs()` in a beforeEach, `removeFakeOutputs()` in an afterEach.
import { OUTPUT_DIR } from './output-store.ts';

/** The outputs folder: its files by name. */
export class FakeFolder {
  files = new Map<string, Uint8Array>();
  async getFileHandle(name: string, { create }: { create: boolean }) {
    if (!this.files.has(name)) {
      if (!create) throw new DOMException('missing', 'NotFoundError');
      this.files.set(name, new Uint8Array(0));
    }
    return {
      getFile: async () => new File([this.files.get(name)!.slice()], name),
      createSyncAccessHandle: async () => ({
        write: (data: Uint8Array, { at }: { at: number }) => {
          const old = this.files.get(name)!;
          const grown = new Uint8Array(Math.max(old.length, at + data.length));
          grown.set(old);
          grown.set(data, at);
          this.files.set(name, grown);
          return data.length;
        },
        flush: () => {},
        close: () => {},
      }),
    };
  }
  async removeEntry(name: string) {
    if (!this.files.delete(name)) throw new DOMException('missing', 'NotFoundError');
  }
  async *keys() {
    yield* [...this.files.keys()];
  }
}

/** The names of the Web Locks held now. */
export const held = new Set<string>();
const locks = {
  request(name: string, callback: () => Promise<unknown>) {
    held.add(name);
    return callback().finally(() => held.delete(name));
  },
  query: async () => ({ held: [...held].map((name) => ({ name })) }),
};

const install = (storage: unknown, lockManager: unknown) => {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  Object.defineProperty(navigator, 'locks', { value: lockManager, configurable: true });
};

/** A fresh, empty OPFS outputs folder and lock manager on `navigator`; the folder, for checks. */
export function installFakeOutputs(): FakeFolder {
  const folder = new FakeFolder();
  held.clear();
  const root = {
    getDirectoryHandle: async (name: string) => {
      if (name !== OUTPUT_DIR) throw new Error(`unexpected folder ${name}`);
      return folder;
    },
  };
  install({ getDirectory: async () => root }, locks);
  return folder;
}

/** No OPFS and no Web Locks, as in jsdom. */
export const removeFakeOutputs = () => install(undefined, undefined);
