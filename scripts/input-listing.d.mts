/** Types of scripts/input-listing.mjs (plain JavaScript so `npm start` needs no tsx). */
export declare const LISTING_FILE: string;
export declare const RACY_MS: number;
export interface InputListing {
  digest: string;
  newest: number;
  takenAt: number;
}
export declare function inputListing(root: string, inputs: readonly string[]): InputListing;
export declare function recordListing(
  root: string,
  listing: Pick<InputListing, 'digest' | 'takenAt'>,
  built: { inputs: readonly string[]; stamps: Record<string, string>; outputs: readonly string[] },
): void;
export declare function listedAsBuilt(root: string): boolean;
