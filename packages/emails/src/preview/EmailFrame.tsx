import type { RenderedEmail } from "../render-email.tsx";

/**
 * An email as a mail client shows it: its own document in a frame (its own `lang`, styles and width), under its
 * subject; the text part below, as a client without HTML shows it.
 */
export function EmailFrame({
  email,
  width = 640,
}: {
  readonly email: RenderedEmail;
  readonly width?: number;
}) {
  return (
    <main
      style={{ padding: 16, font: "14px/1.4 system-ui, sans-serif", color: "#1a1a1a", background: "#fff" }}
    >
      <h1 style={{ fontSize: 18, margin: "0 0 8px" }}>{email.subject}</h1>
      <iframe
        title={`Correo: ${email.subject}`}
        srcDoc={email.html}
        sandbox="allow-same-origin"
        style={{ width, maxWidth: "100%", height: 720, border: "1px solid #8a8a8a", display: "block" }}
      />
      <details style={{ marginTop: 12 }}>
        <summary>Texto</summary>
        <pre style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{email.text}</pre>
      </details>
    </main>
  );
}
