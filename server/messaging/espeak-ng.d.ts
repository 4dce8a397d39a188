// The espeak-ng package (eSpeak NG in WebAssembly, an Emscripten module) ships no types.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: { arguments: string[]; print?: (line: string) => void; printErr?: (line: string) => void }): Promise<ESpeakNgModule>;
}
