import { Navigate, useParams } from 'react-router';
import { isPortalVocabularyType, isVocabularyType } from '@portal/contracts/vocabularies';
import { VocabularyScreen } from '@/features/vocabularies/components/vocabulary-screen';
import { paths } from '../../paths';

/**
 * `/admin/vocabularies/:type/:id?`: one screen for every generic vocabulary; an unknown type is not found, and the
 * customs portal's are under `/web_portal_administration/:type`.
 */
export default function Component() {
  const { type } = useParams();
  if (!type || !isVocabularyType(type) || isPortalVocabularyType(type)) {
    return <Navigate to={paths.notFound} replace />;
  }
  return <VocabularyScreen key={type} type={type} />;
}
