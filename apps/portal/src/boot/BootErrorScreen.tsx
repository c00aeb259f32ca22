/**
 * Shown when the portal cannot start (a missing or invalid /portal.config.json, no default brand): the exact
 * problem, for whoever deploys it, instead of a blank page. It has no brand to wear, so it styles itself.
 */
export function BootErrorScreen({ problem }: { readonly problem: string }) {
  return (
    <main
      style={{
        maxWidth: 640,
        margin: "10vh auto",
        padding: 24,
        font: "16px/1.5 system-ui, sans-serif",
        color: "#1b1f2a",
      }}
    >
      <h1 style={{ fontSize: 24 }}>The portal could not start</h1>
      <p>Something error has occurred. The deployment needs fixing:</p>
      <pre
        role="alert"
        style={{
          whiteSpace: "pre-wrap",
          background: "#fdecea",
          color: "#611a15",
          padding: 16,
          borderRadius: 6,
        }}
      >
        {problem}
      </pre>
    </main>
  );
}
