import type { Block } from "../document.ts";
import type { Translate } from "../i18n/email-i18n.ts";

export const greeting = (t: Translate, firstName: string): Block => ({
  type: "paragraph",
  text: firstName.trim() ? t("Hola {name},", { name: firstName.trim() }) : t("Hola,"),
});

/** How long a link lives: in hours when it is a whole number of them, else in minutes. */
export function linkLifetime(t: Translate, seconds: number): Block {
  const text =
    seconds % 3600 === 0
      ? t("{hours, plural, one {Este enlace vence en # hora.} other {Este enlace vence en # horas.}}", {
          hours: seconds / 3600,
        })
      : t("{minutes, plural, one {Este enlace vence en # minuto.} other {Este enlace vence en # minutos.}}", {
          minutes: Math.max(1, Math.round(seconds / 60)),
        });
  return { type: "note", text };
}

export const codeLifetime = (t: Translate, seconds: number): Block => ({
  type: "note",
  text: t("{minutes, plural, one {Vence en # minuto.} other {Vence en # minutos.}}", {
    minutes: Math.max(1, Math.round(seconds / 60)),
  }),
});

export const notYou = (t: Translate): Block => ({
  type: "note",
  text: t("Si no fuiste tú, ignora este correo."),
});

export const action = (t: Translate, label: string, url: string): Block => ({
  type: "action",
  label,
  url,
  fallback: t("Si el botón no funciona, copia este enlace en tu navegador:"),
});
