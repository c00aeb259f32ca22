/** Texts of the session-level notices (spec §8). Ids of the i18n catalog: the Spanish source text. */
export const forbiddenMessage =
  "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.";
export const revokedMessage = "Tu sesión fue revocada. Inicia sesión nuevamente.";
export const missingUrlAppMessage = "Ha ocurrido un error. No se encuentra definida la url a redireccionar.";
