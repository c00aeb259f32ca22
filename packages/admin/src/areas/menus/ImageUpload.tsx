import { useLingui } from "@gse/sdk";
import { useId } from "react";
import styled from "styled-components";
import { type SendImage, useImageUpload } from "./use-image-upload.ts";

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

export interface ImageUploadProps {
  /** 'Logo claro', 'Logo oscuro', 'Subir icono'. */
  readonly label: string;
  /** The image's address, shown beside the field; empty for none. */
  readonly value: string;
  /** Marked as required (a tile's logos: spec §4). */
  readonly required?: boolean;
  /** POST /api/menu/UploadImageMenu with the file's name and base64; answers the image's address. */
  readonly onUpload: SendImage;
  readonly onUploaded: (path: string) => void;
}

/**
 * A menu image's file field (a tile's logo, a tree item's own icon; spec §5 "Tile item"): a PNG by its bytes,
 * its name at most 200 characters, at most 2 MB, each refused with its own text before anything is sent; then a
 * progress bar while it goes up.
 */
export function ImageUpload({ label, value, required = false, onUpload, onUploaded }: ImageUploadProps) {
  const { _ } = useLingui();
  const id = useId();
  const { problem, progress, upload } = useImageUpload(onUpload, onUploaded);

  return (
    <Frame>
      <label htmlFor={id}>{required ? `${label} *` : label}</label>
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
