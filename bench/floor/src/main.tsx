import { type FormEvent, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

/**
 * The floor of `pnpm bench`: the least a React 19 login page can ship. A user field, a password field and a
 * submit button, posting to the same address the portal signs in with, and nothing else.
 */
function LoginForm() {
  const [user, setUser] = useState("");
  const [password, setPassword] = useState("");
  const [answer, setAnswer] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const response = await fetch("/api/Login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user, password }),
    });
    setAnswer(String(response.status));
  };
  return (
    <form onSubmit={submit}>
      <label>
        Usuario <input name="user" value={user} onChange={(event) => setUser(event.target.value)} />
      </label>
      <label>
        Contraseña{" "}
        <input
          name="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit">Ingresar</button>
      <output>{answer}</output>
    </form>
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html: #root: expected the mount element, got nothing");
createRoot(container).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
);
