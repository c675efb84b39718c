import { useMutation, useQuery } from '@tanstack/react-query';
import { getIpCheck, register } from '@touchline/contract';
import { CheckboxField, PasswordField, TextField } from '@touchline/web-kit/field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, callApi } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { useBridge } from '@/shared/frame/bridge-context';
import { useSessionActions } from '@/shared/session/session';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { AccountPage, Card } from '@/shared/ui/page';
import { PasswordMeter } from '@/shared/ui/password-meter';
import styles from '@/shared/ui/ui.module.css';
import { checkPassword } from '@/shared/validation/password';
import { affiliationFromCookies } from './affiliation';
import {
  EMPTY_REGISTRATION,
  type FieldErrors,
  type FieldKey,
  fieldOfRefusal,
  latestAdultBirthday,
  type RegistrationFields,
  validateRegistration,
} from './rules';

/** The affiliate cookies the app's attribution sync wrote go with the account (left out when there are none). */
const withAffiliation = (affiliation: ReturnType<typeof affiliationFromCookies>) =>
  affiliation ? { affiliation } : {};

/**
 * Registration in the brand's country and currency. Every field says what is wrong next to it and
 * nothing is sent until all are right; a refusal of the server lands on its field or in the red area.
 * On success the bettor is logged in here and on the sportsbook (action_done: registration).
 */
export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const bridge = useBridge();
  const navigate = useNavigate();
  const { token: registrationToken } = useParams();
  const { completeLogin } = useSessionActions();
  const [fields, setFields] = useState<RegistrationFields>(EMPTY_REGISTRATION);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const progress = useRef({ dirty: false, done: false });

  const region = useQuery({
    queryKey: ['ip-check', site.lang],
    queryFn: ({ signal }) => callApi(getIpCheck, { query: { lang: site.lang, time: Date.now() }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const restricted = region.data?.status === 'declined';
  useEffect(() => {
    if (restricted) bridge.send({ event: 'show_restricted_region_popup' });
  }, [restricted, bridge]);

  // Leaving a started form without finishing it is reported to the sportsbook's tag manager.
  useEffect(() => {
    const state = progress.current;
    return () => {
      if (state.dirty && !state.done) {
        bridge.send({ event: 'gtm_push_action', details: { event: 'registration_abandoned' } });
      }
    };
  }, [bridge]);

  const errors = { ...validateRegistration(fields, now), ...serverErrors };
  // Messages show from the first attempt to send on (and for server refusals at once): a message
  // appearing when a field loses focus would move the control the bettor is clicking.
  const shown = (key: FieldKey) => {
    const error = errors[key];
    return error && (submitted || serverErrors[key]) ? t(error) : null;
  };
  const set =
    <K extends FieldKey>(key: K) =>
    (value: RegistrationFields[K]) => {
      progress.current.dirty = true;
      setFields((current) => ({ ...current, [key]: value }));
      setServerErrors(({ [key]: _cleared, ...rest }) => rest);
    };

  const mutation = useMutation({
    mutationFn: () =>
      callApi(register, {
        body: {
          username: fields.username.trim(),
          email: fields.email.trim(),
          password: fields.password,
          country: site.brand.COUNTRY,
          currency: site.brand.DEFAULT_CURRENCY,
          lang: site.lang,
          bookmaker: site.brand.BOOKMAKER,
          date_of_birth: fields.dateOfBirth,
          terms_accepted: true,
          rememberMe: 1,
          ...(registrationToken ? { registration_token: registrationToken } : {}),
          ...withAffiliation(affiliationFromCookies()),
        },
        token: null,
      }),
    onSuccess: async (answer) => {
      const accessToken = answer.data?.sportify.access_token;
      if (!accessToken) {
        setProblem(answer.message ?? t('login.errors.noAccessToken'));
        return;
      }
      progress.current.done = true;
      bridge.send({
        event: 'gtm_push_action',
        details: {
          event: 'registration_completed',
          ...(registrationToken ? { registration_token: registrationToken } : {}),
        },
      });
      await completeLogin({
        accessToken,
        username: fields.username.trim(),
        remember: true,
        action: 'registration',
      });
      navigate('/cashier/deposit', { state: { welcome: true } });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const placed = fieldOfRefusal(error.status, error.message);
        if (placed) {
          setServerErrors({ [placed.field]: placed.key });
          return;
        }
      }
      setProblem(explainApiError(error, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateRegistration(fields, now)).length > 0 || mutation.isPending) return;
    setProblem(null);
    mutation.mutate();
  };

  const country =
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(site.brand.COUNTRY) ?? site.brand.COUNTRY;
  const currency =
    new Intl.DisplayNames([i18n.language], { type: 'currency' }).of(site.brand.DEFAULT_CURRENCY) ??
    site.brand.DEFAULT_CURRENCY;
  const passwordCheck = checkPassword(fields.password, fields.username);

  return (
    <AccountPage title={t('registration.title')} lead={t('registration.lead')}>
      <Card>
        {restricted ? <ErrorAlert>{t('registration.restricted')}</ErrorAlert> : null}
        {registrationToken ? <SuccessNotice>{t('registration.withLink')}</SuccessNotice> : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          <ErrorAlert>{problem}</ErrorAlert>
          <TextField
            label={t('registration.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={fields.username}
            onValueChange={set('username')}
            hint={t('registration.usernameHint')}
            error={shown('username')}
          />
          <TextField
            label={t('registration.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={fields.email}
            onValueChange={set('email')}
            hint={t('registration.emailHint')}
            error={shown('email')}
          />
          <PasswordField
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            label={t('registration.password')}
            name="new-password"
            autoComplete="new-password"
            value={fields.password}
            onValueChange={set('password')}
            error={shown('password')}
          >
            <PasswordMeter check={passwordCheck} />
          </PasswordField>
          <TextField
            label={t('registration.dateOfBirth')}
            name="bday"
            type="date"
            autoComplete="bday"
            max={latestAdultBirthday(now)}
            min="1900-01-01"
            value={fields.dateOfBirth}
            onValueChange={set('dateOfBirth')}
            hint={t('registration.dateOfBirthHint')}
            error={shown('dateOfBirth')}
          />
          <div className={styles.row}>
            <TextField
              label={t('registration.country')}
              name="country"
              value={country}
              onValueChange={() => {}}
              readOnly
              hint={t('registration.countryHint')}
            />
            <TextField
              label={t('registration.currency')}
              name="currency"
              value={`${currency} (${site.brand.DEFAULT_CURRENCY})`}
              onValueChange={() => {}}
              readOnly
              hint={t('registration.currencyHint')}
            />
          </div>
          <CheckboxField
            name="terms"
            label={
              <>
                {t('registration.terms')}{' '}
                <Link to="/help/terms-and-conditions">{t('registration.termsLink')}</Link>
              </>
            }
            checked={fields.terms}
            onCheckedChange={set('terms')}
            error={shown('terms')}
          />
          <Button type="submit" disabled={mutation.isPending || restricted} aria-busy={mutation.isPending}>
            {mutation.isPending ? t('registration.submitting') : t('registration.submit')}
          </Button>
          <p className={styles.split}>
            <span className={styles.muted}>{t('registration.haveAccount')}</span>
            <Link to="/login">{t('registration.login')}</Link>
          </p>
        </form>
      </Card>
    </AccountPage>
  );
}

export default RegistrationPage;
