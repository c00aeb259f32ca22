import { isLanguage, LANGUAGES, type Language, setLanguage, useLingui } from "@gse/sdk";
import { useEffect, useId } from "react";
import styled from "styled-components";
import { focusRing, touchTarget } from "./styles.ts";

/** Each language in its own words, as language pickers show them: not translated, so not in the catalog. */
const autonyms: Record<Language, string> = { es: "Español", en: "English", pt: "Português" };

export interface LanguageSelectorProps {
  /** Where the language is stored: the brand's `behaviour.languageKey` (bms_lang or lstinhib_lang). */
  readonly storageKey: string;
  readonly storage?: Pick<Storage, "setItem">;
  /** The page reload that starts it in the new language; the runtime's `env.reload` in a screen. */
  readonly reload?: () => void;
}

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Label = styled.label`
  font-weight: 700;
`;

const Select = styled.select`
  ${touchTarget}
  padding: 0 8px;
  border: 2px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};
  color: ${({ theme }) => theme.input.text};
  font: inherit;
  ${focusRing}
`;

/** The language selector (es, en, pt): stores the choice under the brand's key and reloads (spec §1). */
export function LanguageSelector({ storageKey, storage, reload }: LanguageSelectorProps) {
  const { i18n, _ } = useLingui();
  const id = useId();
  const current = isLanguage(i18n.locale) ? i18n.locale : "es";
  const choose = (language: string) => {
    if (isLanguage(language)) setLanguage(language, storage ?? globalThis.localStorage, storageKey, reload);
  };
  // A language picked in the server's HTML before the scripts ran: hydration keeps the pick on screen but
  // heard no change, so it is taken now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the selector is first on screen.
  useEffect(() => {
    const select = document.getElementById(id);
    if (select instanceof HTMLSelectElement && select.value !== current) choose(select.value);
  }, []);
  return (
    <Wrapper>
      <Label htmlFor={id}>{_("Idioma")}</Label>
      <Select id={id} value={current} onChange={(event) => choose(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {autonyms[language]}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
