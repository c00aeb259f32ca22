import { LogoFileRule, MenuMessage, menuRuleMessage, startsAsPng } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useEffect, useRef, useState } from "react";
import { userMessageOf } from "../../data/console-api.ts";

/** Spec §9: the upload's progress moves every 500 ms, and the indicator goes 2 s after the end. */
export const UPLOAD_PROGRESS_STEP_MS = 500;
export const UPLOAD_PROGRESS_CLEAR_MS = 2000;

/** POST /api/menu/UploadImageMenu with the file's name and base64; answers the image's address on our server. */
export type SendImage = (fileName: string, base64: string) => Promise<string>;

/** A menu image's upload as a view shows it: why the file was refused, how far it has gone (0 to 100). */
export interface ImageUpload {
  readonly problem: string | undefined;
  readonly progress: number | undefined;
  /** Checks the chosen file, then sends it; `onUploaded` gets its address. */
  readonly upload: (file: File) => Promise<void>;
}

/** Reads a file as base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () =>
      reject(reader.error ?? new Error(`${file.name}: the browser could not read the file`));
    reader.readAsDataURL(file);
  });
}

/** The spec's message for a file the upload refuses (spec §5 "Tile item"), by its name, size and first bytes. */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  const refused = menuRuleMessage(LogoFileRule, { name: file.name, size: file.size });
  if (refused) return refused;
  // A name can say .png over anything: the bytes say whether it is one (the server checks them too).
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return startsAsPng(head) ? undefined : MenuMessage.logoType;
}

/**
 * A menu image's upload (a tile's logo, a tree item's own icon): a PNG by its bytes, its name at most 200
 * characters, at most 2 MB, each refused with its own text before anything is sent; then the progress while it
 * goes up (spec §9's fake steps, as the original showed them), and a failure said in words.
 */
export function useImageUpload(send: SendImage, onUploaded: (path: string) => void): ImageUpload {
  const { _ } = useLingui();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const upload = async (file: File) => {
    const refused = await imageFileProblem(file);
    if (refused) {
      setProblem(_(refused));
      return;
    }
    setProblem(undefined);
    setProgress(0);
    const ticking = setInterval(
      () => setProgress((current) => Math.min(90, (current ?? 0) + 20)),
      UPLOAD_PROGRESS_STEP_MS,
    );
    try {
      onUploaded(await send(file.name, await base64Of(file)));
      setProgress(100);
    } catch (error) {
      setProgress(undefined);
      setProblem(userMessageOf(error));
    } finally {
      clearInterval(ticking);
      timers.current.push(setTimeout(() => setProgress(undefined), UPLOAD_PROGRESS_CLEAR_MS));
    }
  };
  return { problem, progress, upload };
}
