import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

/**
 * Every text quoted in sign-in spec (../shared/spec/sign-in.md), word for word, and the Spanish labels its
 * prose names. The English ones are quoted so by the spec; they are ids like the others.
 */
const specTexts = {
  "§2 screens and routes": [
    "Signing out ...",
    "Which user do you want to restore?",
    "Users not found",
    "Aceptar",
    "No hay información del usuario.",
    "Listo",
    "Lo sentimos, no hemos podido verificar tu credencial",
    "Entendido",
    "Something error has occurred",
    "You've been away",
    "Login",
    "Ingresar",
    "Iniciar Sesión",
    "Recordar contraseña",
    "Olvidé mi contraseña",
    "Iniciar sesión",
    "Comprar",
    "Prueba Gratis",
    "Ingresar con",
    "Cancelar",
    "Enviar",
    "Restablecer contraseña",
    "Usuario: ",
    "Restablecer",
    "¡Este enlace ya no es válido!",
    "Para restablecer tu contraseña ingresa de nuevo tu email",
  ],
  "§4 states and transitions": [
    "El enlace no es válido.",
    "Error al procesar el enlace.",
    "Sesión finalizada exitosamente",
  ],
  "§5 validation rules": [
    "Las contraseñas no coinciden.",
    "La contraseña no cumple con el nivel mínimo de seguridad requerida.",
    "La contraseña no cumple con los mínimos requeridos.",
    "Campo obligatorio",
    "El campo debe ser numérico, mínimo 5 caracteres.",
    "El campo debe ser alfanumérico, mínimo 5 caracteres.",
    "Por favor valida que no eres un robot.",
    "Ingresa un email valido",
    "El Campo email es obligatorio",
    "El formato de email ingresado no es válido. Inténtalo de nuevo.",
    "El formato del email ingresado no es válido",
    "El correo no posee el formato correcto.",
    "Ingresa un código numérico de 6 caracteres.",
    "Debe tener al menos :min caracteres.",
    "Debe tener máximo :max caracteres.",
    ":attribute debe ser un número.",
  ],
  "§8 error catalogue": [
    "tienes dos (2) intentos más",
    "tienes solo un (1) intento más",
    "El usuario se encuentra bloqueado, vuelve a intentarlo en mm:ss",
    "El usuario ya fue liberado por favor intente acceder de nuevo",
    "El usuario se encuentra bloqueado. Para solucionarlo, comunícate al",
    "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.",
    "Error al realizar la petición.",
    "Ha ocurrido un error. No se encuentra definida la url a redireccionar.",
    "El enlace no es válido.",
    "Este enlace ya no es válido",
    "Tiempo de activación finalizado",
    "¡Tiempo de activación finalizado!",
    "Something error has occurred.",
    "No hay información del usuario.",
    "Lo sentimos, no hemos podido verificar tu credencial",
  ],
};

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("lingui.config.ts: catalogs: expected the sign-in catalog");
const po = await catalog.readAll(["es", "en", "pt"]);

describe.each(Object.entries(specTexts))("the texts of sign-in spec %s", (_, texts) => {
  it.each(texts)("has %j as a msgid of es.po, translated in en.po and pt.po", (text) => {
    expect(Object.keys(po.es ?? {})).toContain(text);
    expect(po.es?.[text]?.translation).toBeTruthy();
    expect(po.en?.[text]?.translation).toBeTruthy();
    expect(po.pt?.[text]?.translation).toBeTruthy();
  });
});
