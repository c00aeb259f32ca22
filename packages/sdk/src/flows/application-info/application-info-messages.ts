/** Texts the application-info flow decides (ids of the i18n catalog: the Spanish source text). */
export const applicationInfoMessages = {
  /** The maintenance overlay's text when the server gives none. */
  maintenance: "La aplicación se encuentra en mantenimiento. Vuelve a intentarlo más tarde.",
} as const;
