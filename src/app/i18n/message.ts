/** A text of the interface as data: a message key (src/app/i18n/locales) and the values it interpolates; components show it with `t(m.key, m.values)`. */
export interface Message {
  key: string;
  values: Record<string, string | number>;
}

export const msg = (key: string, values: Message['values'] = {}): Message => ({ key, values });
