// Verovio ships no types; these are the parts of its toolkit the incipits use (and the server's MEI export:
// one tsconfig reads both packages).
declare module 'verovio/wasm' {
  /** The Emscripten module, with the WebAssembly inside the script. */
  export default function createVerovioModule(): Promise<unknown>;
}

declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    setOptions(options: Record<string, unknown>): void;
    loadData(data: string): boolean;
    renderToSVG(page?: number): string;
    /** The loaded data as MEI (the server's MEI export). */
    getMEI(options?: Record<string, unknown>): string;
    getPageCount(): number;
    /** Findings per input key; a JSON string or an object with the keys clef, keysig, timesig, data. */
    validatePAE(data: string | Record<string, string>): unknown;
    destroy(): void;
  }
  export const LOG_OFF: number;
  export function enableLog(level: number, module: unknown): void;
}
