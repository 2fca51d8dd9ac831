export interface MediaTables {
  media: MediaTable;
}

export interface MediaTable {
  /** `<sha256 prefix>.<ext>` (media/types.ts): the file's name in the store and at /media/<name>. */
  name: string;
  /** image/jpeg, image/png, image/webp, image/avif, image/gif, application/pdf (image/svg+xml: sample files only). */
  type: string;
  /** Bytes as stored (after re-encoding). */
  size: number;
  width: number | null;
  height: number | null;
  alt_id: string;
  alt_en: string;
  /** The file name the uploader's computer gave it (shown in the picker; never used to serve it). */
  original_name: string;
  /** The uploader's email; null for the sample seed. */
  uploaded_by: string | null;
  uploaded_at: string;
}
