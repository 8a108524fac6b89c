/** A language's translations: message id to ICU message. English has none: its words are the descriptors' own. */
export type Catalogue = Readonly<Record<string, string>>;
