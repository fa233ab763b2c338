import * as formPage from '../form-page.css.ts';

export const page = formPage.page.regular;
export {
  actions, block, factLabel, factValue, facts, formError, formErrorTitle, heading, info as drawNotice, intro as text, list, panel as form, subheading,
} from '../form-page.css.ts';
