import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLIC_AGREEMENT_TYPES } from '../../shared/agreements/types';
import { isLanguage } from '../../shared/i18n/languages';
import { formatMoney } from '../../shared/money';
import { CURRENCY, PREMIUM_PRICES } from '../../shared/price-list';
import { paths } from '../app/paths';

/** A card per generator with its name, what it is for, its premium price, and the way into its wizard (home and /wizard). */
export function GeneratorCards({ headingLevel, testId }: { headingLevel: 'h2' | 'h3'; testId: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const Heading = headingLevel;
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled" data-testid={testId}>
      {PUBLIC_AGREEMENT_TYPES.map((type) => {
        const name = t(`agreementTypes.${type.code}.name`);
        return (
          <li key={type.code} className="col">
            <article className="card h-100 generator-card">
              <div className="card-body d-flex flex-column">
                <Heading className="h5 card-title">{name}</Heading>
                <p className="card-text text-body-secondary flex-grow-1">
                  {t(`agreementTypes.${type.code}.description`)}
                </p>
                <p className="small fw-semibold" data-testid={`price-${type.slug}`}>
                  {t('pricing.homeFrom', {
                    price: formatMoney(PREMIUM_PRICES[type.code], CURRENCY, language),
                  })}
                </p>
                <Link
                  className="btn btn-primary align-self-start stretched-link"
                  to={paths.wizardType(type.slug)}
                >
                  {t('home.startGenerator', { name })}
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
