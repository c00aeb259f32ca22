import { LogoFileRule, menuRuleMessage } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { userMessageOf } from "../../data/console-api.ts";

/** Spec §9: the upload's progress moves every 500 ms, and the indicator goes 2 s after the end. */
export const UPLOAD_PROGRESS_STEP_MS = 500;
export const UPLOAD_PROGRESS_CLEAR_MS = 2000;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  & > label {
    font-weight: 700;
  }

  & img {
    max-width: 160px;
    max-height: 64px;
    object-fit: contain;
  }
`;

const Problem = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

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

export interface LogoUploadProps {
  /** 'Logo claro' or 'Logo oscuro'. */
  readonly label: string;
  /** The logo's address, empty before one is uploaded. */
  readonly value: string;
  /** POST /api/menu/UploadImageMenu with the file's name and base64; answers the image's address. */
  readonly onUpload: (fileName: string, base64: string) => Promise<string>;
  readonly onUploaded: (path: string) => void;
}

/**
 * A tile logo's upload (spec §5 "Tile item"): a .png, its name at most 200 characters, at most 2 MB, each
 * refused with its own text before anything is sent; then a progress bar while it goes up.
 */
export function LogoUpload({ label, value, onUpload, onUploaded }: LogoUploadProps) {
  const { _ } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const upload = async (file: File) => {
    const refused = menuRuleMessage(LogoFileRule, { name: file.name, size: file.size });
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
      onUploaded(await onUpload(file.name, await base64Of(file)));
      setProgress(100);
    } catch (error) {
      setProgress(undefined);
      setProblem(userMessageOf(error));
    } finally {
      clearInterval(ticking);
      timers.current.push(setTimeout(() => setProgress(undefined), UPLOAD_PROGRESS_CLEAR_MS));
    }
  };

  return (
    <Frame>
      <label htmlFor={id}>{label} *</label>
      {value && <img src={value} alt={label} />}
      <input
        id={id}
        type="file"
        accept=".png,image/png"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-problem`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {progress !== undefined && (
        <progress max={100} value={progress} aria-label={_("Cargando {label}", { label })}>
          {progress}%
        </progress>
      )}
      <Problem id={`${id}-problem`} aria-live="polite">
        {problem}
      </Problem>
    </Frame>
  );
}
