// Smaller packs: Italian, Dutch, Turkish, Indonesian/Malay. Enough for rules, choices and corrections.
import type { NamingPhrases, PhrasePack } from '../types.ts';

export const it: PhrasePack = {
  cause: ['il problema è', 'la causa'],
  self: ['io', 'ecco'],
  overrule: ['sbagliato', 'non mi piace', 'invece di'],
  cancel: ['annulla', 'ripristina'],
  disprove: ['non funziona', 'ancora errore'],
  acknowledge: ['hai ragione', 'scusa', 'capito', 'errore mio'],
  negate: ['non', 'mai', 'nessun', 'senza'],
  persist: ['sempre', 'mai', 'd\'ora in poi', 'da ora in poi', 'in futuro', 'ogni volta', 'ricorda', 'di default'],
  directive: ['deve', 'devi', 'bisogna', 'non', 'solo', 'soltanto', 'assicurati', 'evita', 'vietato', 'obbligatorio'],
  decide: ['usa', 'usiamo', 'scelgo', 'preferisco', 'voglio', 'opzione', 'invece di', 'deciso'],
  reject: ['no', 'sbagliato', 'annulla', 'ferma', 'ripristina', 'rimuovi', 'togli', 'in realtà', 'non mi piace', 'non funziona'],
  agree: ['sì', 'si', 'ok', 'va bene', 'vai', 'procedi', 'continua', 'perfetto'],
  conclude: ['riepilogo', 'conclusione', 'risultato', 'causa', 'soluzione', 'modifiche', 'raccomandazione', 'problema', 'perché'],
  cannot: ['non posso', 'impossibile', 'non supportato', 'fallito', 'errore', 'negato', 'non trovato', 'non disponibile'],
  done: ['creato', 'aggiunto', 'scritto', 'eliminato', 'rimosso', 'installato', 'pubblicato', 'configurato', 'aggiornato', 'corretto', 'implementato', 'salvato'],
};
export const itNaming: NamingPhrases = { agent: ['sei', 'ti chiami', 'il tuo nome è'], person: ['mi chiamo', 'chiamami', 'il mio nome è'] };

export const nl: PhrasePack = {
  cause: ['het probleem is', 'de oorzaak'],
  self: ['ik', 'wij', 'hier is'],
  overrule: ['fout', 'in plaats van'],
  cancel: ['annuleer', 'terugdraaien', 'zet terug'],
  disprove: ['werkt niet', 'nog steeds fout'],
  acknowledge: ['je hebt gelijk', 'sorry', 'begrepen', 'mijn fout'],
  negate: ['niet', 'geen', 'nooit', 'zonder'],
  persist: ['altijd', 'nooit', 'vanaf nu', 'voortaan', 'in de toekomst', 'elke keer', 'onthoud', 'standaard'],
  directive: ['moet', 'moeten', 'niet', 'alleen', 'zorg dat', 'vermijd', 'verboden', 'verplicht'],
  decide: ['gebruik', 'gebruiken', 'kies', 'liever', 'ik wil', 'optie', 'in plaats van'],
  reject: ['nee', 'fout', 'annuleer', 'stop', 'terugdraaien', 'verwijder', 'eigenlijk', 'werkt niet'],
  agree: ['ja', 'ok', 'prima', 'ga door', 'doe maar', 'akkoord', 'perfect'],
  conclude: ['samenvatting', 'conclusie', 'resultaat', 'oorzaak', 'oplossing', 'wijzigingen', 'aanbeveling', 'probleem', 'omdat'],
  cannot: ['kan niet', 'onmogelijk', 'niet ondersteund', 'mislukt', 'fout', 'geweigerd', 'niet gevonden', 'niet beschikbaar'],
  done: ['aangemaakt', 'toegevoegd', 'geschreven', 'verwijderd', 'geïnstalleerd', 'gepubliceerd', 'geconfigureerd', 'bijgewerkt', 'opgelost', 'geïmplementeerd', 'opgeslagen'],
};
export const nlNaming: NamingPhrases = { agent: ['jij bent', 'je bent', 'je naam is', 'jouw naam is'], person: ['ik heet', 'noem me', 'mijn naam is'] };

export const tr: PhrasePack = {
  cause: ['sorun şu', 'sorunun nedeni', 'asıl sorun'],
  self: ['ben', 'biz'],
  overrule: ['yanlış', 'beğenmedim', 'yerine', 'istemiyorum'],
  cancel: ['iptal', 'geri al'],
  disprove: ['çalışmıyor', 'hala hata', 'olmadı'],
  acknowledge: ['haklısın', 'özür', 'anladım', 'hatam'],
  negate: ['değil', 'yok', 'asla', 'hiç'],
  persist: ['her zaman', 'asla', 'hiçbir zaman', 'bundan sonra', 'artık', 'gelecekte', 'her seferinde', 'unutma', 'varsayılan'],
  directive: ['zorunda', 'gerekir', 'gerekiyor', 'lazım', 'yapma', 'etme', 'sadece', 'yalnızca', 'emin ol', 'kaçın', 'yasak', 'zorunlu', 'olmalı', 'olmasın'],
  decide: ['kullan', 'kullanalım', 'seçtim', 'tercih', 'istiyorum', 'seçenek', 'yerine', 'karar'],
  reject: ['hayır', 'yanlış', 'iptal', 'dur', 'geri al', 'kaldır', 'sil', 'aslında', 'beğenmedim', 'çalışmıyor', 'istemiyorum', 'yerine'],
  agree: ['evet', 'tamam', 'olur', 'devam', 'devam et', 'peki', 'harika', 'mükemmel'],
  conclude: ['özet', 'sonuç', 'neden', 'çözüm', 'düzeltildi', 'değişiklikler', 'öneri', 'sorun', 'çünkü', 'durum'],
  cannot: ['yapamıyorum', 'mümkün değil', 'desteklenmiyor', 'başarısız', 'hata', 'zaman aşımı', 'reddedildi', 'izin yok', 'bulunamadı', 'kullanılamıyor'],
  done: ['oluşturuldu', 'oluşturdum', 'eklendi', 'ekledim', 'yazıldı', 'silindi', 'kaldırıldı', 'kuruldu', 'yüklendi', 'yayınlandı', 'yapılandırıldı', 'güncellendi', 'düzeltildi', 'uygulandı', 'kaydedildi', 'tamamlandı'],
};
export const trNaming: NamingPhrases = { agent: ['sen', 'senin adın', 'adın'], person: ['benim adım', 'bana', 'adım'] };

export const id: PhrasePack = {
  cause: ['masalahnya', 'penyebabnya', 'akar masalah'],
  self: ['saya', 'aku', 'kami'],
  overrule: ['salah', 'bukan itu', 'tidak suka', 'daripada'],
  cancel: ['batalkan', 'kembalikan'],
  disprove: ['tidak jalan', 'masih error', 'masih gagal', 'gak jalan', 'ga jalan', 'tidak berfungsi'],
  acknowledge: ['maaf', 'kamu benar', 'anda benar', 'siap', 'betul'],
  negate: ['tidak', 'bukan', 'jangan', 'tanpa', 'gak', 'nggak'],
  persist: ['selalu', 'jangan pernah', 'tidak pernah', 'mulai sekarang', 'ke depan', 'setiap kali', 'ingat', 'default', 'tetap'],
  directive: ['harus', 'wajib', 'jangan', 'tidak boleh', 'hanya', 'pastikan', 'hindari', 'dilarang', 'perlu'],
  decide: ['pakai', 'gunakan', 'pilih', 'lebih suka', 'saya mau', 'aku mau', 'opsi', 'daripada', 'sebagai ganti'],
  reject: ['tidak', 'bukan', 'gak', 'nggak', 'salah', 'batalkan', 'berhenti', 'kembalikan', 'hapus', 'sebenarnya', 'tidak suka', 'tidak jalan', 'gk', 'ga'],
  agree: ['ya', 'iya', 'ok', 'oke', 'boleh', 'lanjut', 'lanjutkan', 'setuju', 'siap', 'mantap'],
  conclude: ['ringkasan', 'kesimpulan', 'hasil', 'penyebab', 'solusi', 'perbaikan', 'perubahan', 'rekomendasi', 'masalah', 'karena', 'status'],
  cannot: ['tidak bisa', 'tidak dapat', 'gagal', 'kesalahan', 'error', 'ditolak', 'tidak ditemukan', 'tidak tersedia', 'terbatas'],
  done: ['dibuat', 'ditambahkan', 'ditulis', 'dihapus', 'diinstal', 'dipasang', 'dipublikasikan', 'dikonfigurasi', 'diperbarui', 'diperbaiki', 'disimpan', 'selesai'],
};
export const idNaming: NamingPhrases = { agent: ['kamu adalah', 'namamu', 'nama kamu', 'kamu'], person: ['nama saya', 'namaku', 'panggil saya', 'panggil aku'] };
