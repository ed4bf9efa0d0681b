// Types of scripts/cpu-burner.mjs (plain Node, like scripts/test.mjs).

export function startBurner(threads?: number): () => Promise<number[]>;
export function burnerThreads(argv: readonly string[]): number;
