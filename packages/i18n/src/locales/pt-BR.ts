import type { FeatureCatalogs } from '../catalogs.ts';
import auth from '../../messages/pt-BR/auth.json';

/** The pt-BR messages that differ from pt-PT: Brazilian Portuguese (você, senha, cadastro, celular, CEP, gerúndio). */
export default { auth } satisfies Partial<FeatureCatalogs>;
